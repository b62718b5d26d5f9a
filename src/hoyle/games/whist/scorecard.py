"""The whist score card: deals played with a real pack, scored by the engine's own code.

An announced deal becomes an :class:`AnnouncedWhistDeal`, a :class:`WhistState` that holds
no cards but the announced tricks, honours and revokes; its ``score()`` and ``outcome()`` are
the state's own (:func:`~hoyle.games.whist.scoring.score_deal` with the game's rules), and
:class:`~hoyle.games.whist.WhistMatch` carries it into the game and the rubber exactly as it
carries a deal played in hoyle. Games: ``whist-english`` (EW laws 1-12, 72, 82; seed 003
§12) and ``whist-american`` (AW laws 1, 30-31; seed 003 §11; 001 part 1 §5.7).

Line format (one deal): ``NS 8`` (North-South took 8 tricks, East-West the other 5; ``EW 5``
says the same), or a bare ``8`` (the dealer's side took 8); then optionally ``honours NS 4``
(or ``EW 3``; ``honours 2-2`` or nothing: divided) and ``revoke EW tricks|deduct|add`` (the
revoking side and the claimants' choice, EW law 72; American laws: ``revoke EW``, always two
tricks, AW 30). Words may be separated by spaces or commas.

With five or six names the card keeps a club table (:mod:`hoyle.mechanics.table`): ``cut NAME
CARD ...`` lines (or ``cut draw``) form it, the partners and the deal, and after each rubber the
cut out (EW laws 16-21); the settlement is per member.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from ...mechanics.table import AMERICAN_WHIST, ENGLISH_WHIST, CutCode
from .state import COMPASS, WhistState

__all__ = ["AnnouncedWhistDeal", "WhistScoreCard"]

_SIDES = {"ns": 0, "n-s": 0, "ab": 0, "we": 0, "ew": 1, "e-w": 1, "yz": 1, "they": 1}
_NAMES = ("NS", "EW")
_PENALTIES = ("tricks", "deduct", "add")


class AnnouncedWhistDeal(AnnouncedDeal, WhistState):
    """A finished whist deal known only by its announced result (no cards): ``tricks`` per
    side (summing to 13), ``honours`` held per side (A K Q J of trumps), ``revokes`` as
    ``[(side, penalty), ...]``; ``context`` is the match's context for the deal (dealer,
    score). Everything scored is :class:`WhistState`'s own code."""

    def __init__(self, rules: Any, context: dict, tricks: list[int], honours: list[int],
                 revokes: list[tuple[int, str]], entry: dict | None = None):
        # No cards: only what WhistState.score / outcome and WhistMatch.carry read.
        self.num_players = 4
        self.rules = rules
        self.context = dict(context)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.score_before = [int(x) for x in self.context.get("score", [0, 0])]
        self.trump = None
        self.favourite_suit = None
        self._tricks = list(tricks)
        self._honours = list(honours)
        self.tp = SimpleNamespace(over=True, tricks_total=13,
                                  revokes=[SimpleNamespace(seat=side) for side, _ in revokes])
        self.claims = [(i, 1 - side, pen) for i, (side, pen) in enumerate(revokes)]
        self._score = None
        self._announce(entry)

    def side_tricks(self) -> list[int]:
        return list(self._tricks)

    def honours_held(self) -> list[int]:
        return list(self._honours)



def _revoke_notes(steps: list[str]) -> list[str]:
    """The revoke penalties of a deal's scoring steps (:func:`~hoyle.games.whist.scoring.score_deal`)
    as the card says them: ``revoke by EW: 3 tricks taken, EW law 72`` (the claimants' choice of
    EW law 72: three tricks, three points deducted or three added; AW law 30: two tricks)."""
    import re
    out = []
    for step in steps:
        m = re.fullmatch(r"revoke by side (\d): (.*) \((EW|AW) (\d+)\)", step)
        if m:
            out.append(f"revoke by {_NAMES[int(m[1])]}: {m[2]}, {m[3]} law {m[4]}")
            continue
        m = re.fullmatch(r"side (\d) \+(\d+): revoke penalty added \((EW|AW) (\d+)\)( \(.*\))?", step)
        if m:
            s = int(m[1])
            out.append(f"revoke by {_NAMES[1 - s]}: {m[2]} points added to {_NAMES[s]}, {m[3]} law {m[4]}")
    return out


class WhistScoreCard(ScoreCard):
    """Whist deals as announced at the table (see the module docstring for the line format).

    The sheet shows each deal's points, the score toward game, the games won (treble, double,
    single; EW law 8), the rubbers and the settlement (:meth:`ScoreCard.settled`)."""

    side_labels = _NAMES
    #: the sides' other names and the words a line reads: never a player's name (``We 8``
    #: would read as a player's side)
    entry_words = frozenset(_SIDES) | {"honours", "honors", "h", "revoke", "tricks", "deduct", "add"}
    line_format = ("NS 8 [honours NS 4|EW 3|2-2] [revoke EW tricks|deduct|add]   "
                   "(tricks taken by one side, NS or EW, or a bare number for the dealer's side; "
                   "honours held, A K Q J of trumps; a revoke and the claimants' penalty)")

    @property
    def american(self) -> bool:
        return self.rules.code == "american"

    @property
    def cut_code(self) -> CutCode:     # type: ignore[override]
        """A club table of five or six (``--names`` with five or six names) cuts by the code in
        force: the English laws 13-21 (ties cut again, laws 18-19) or the American laws 2-7
        (the same, game by game: 001 part 2 §17)."""
        return AMERICAN_WHIST if self.american else ENGLISH_WHIST

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        if not words:
            raise EntryRefused("an empty line: say the tricks, e.g. 'NS 8'")
        entry: dict[str, Any] = {"honours": [2, 2], "revokes": []}
        i = 0
        dealer_side = (self.match.context.get("dealer", 3)) & 1
        if words[0] in _SIDES:
            side, i = _SIDES[words[0]], 1
        elif words[0].isdigit():
            side = dealer_side
        else:
            raise EntryRefused(f"a deal starts with the tricks, 'NS 8', 'EW 5' or a bare number for "
                               f"the dealer's side, not {words[0]!r}")
        if i >= len(words) or not words[i].isascii() or not words[i].isdigit():
            raise EntryRefused("say how many tricks the side took, e.g. 'NS 8'")
        n = int(words[i])
        if n > 13:
            raise EntryRefused(f"{n} tricks: there are 13 tricks in a deal (001 part 1 §5.5)")
        entry["tricks"] = [n, 13 - n] if side == 0 else [13 - n, n]
        i += 1
        said_honours = False
        while i < len(words):
            w = words[i]
            if w in ("honours", "honors", "h"):
                if said_honours:
                    raise EntryRefused("the honours are said once a deal: the side that held them and "
                                       "how many ('honours NS 3' means EW held the fourth)")
                said_honours = True
                if i + 1 >= len(words):
                    raise EntryRefused("say who held the honours: 'honours NS 4', 'honours EW 3' or 'honours 2-2'")
                nxt = words[i + 1]
                if nxt in ("2-2", "divided", "none"):
                    entry["honours"], i = [2, 2], i + 2
                    continue
                if nxt not in _SIDES or i + 2 >= len(words) or not words[i + 2].isdigit() or not words[i + 2].isascii():
                    raise EntryRefused("honours are said as 'honours NS 4', 'honours EW 3' or 'honours 2-2'")
                s, held = _SIDES[nxt], int(words[i + 2])
                if held > 4:
                    raise EntryRefused(f"{held} honours: the honours are the ace, king, queen and knave "
                                       "of trumps, four in all (EW law 3)")
                entry["honours"] = [held, 4 - held] if s == 0 else [4 - held, held]
                i += 3
            elif w == "revoke":
                if i + 1 >= len(words) or words[i + 1] not in _SIDES:
                    raise EntryRefused("say which side revoked: 'revoke EW tricks'")
                s = _SIDES[words[i + 1]]
                pen = "tricks"
                i += 2
                if i < len(words) and words[i] in _PENALTIES:
                    pen = words[i]
                    i += 1
                entry["revokes"].append([s, pen])
            else:
                raise EntryRefused(f"{w!r} is not part of a whist deal ({self.line_format.split('   ')[0]})")
        return entry

    def check(self, entry: dict[str, Any]) -> None:
        tricks, honours = entry.get("tricks"), entry.get("honours", [2, 2])
        if (not isinstance(tricks, list) or len(tricks) != 2
                or not all(isinstance(t, int) and t >= 0 for t in tricks) or sum(tricks) != 13):
            raise EntryRefused(f"the two sides' tricks must add up to 13, not {tricks!r} (001 part 1 §5.5)")
        if (not isinstance(honours, list) or len(honours) != 2
                or not all(isinstance(h, int) and h >= 0 for h in honours) or sum(honours) != 4):
            raise EntryRefused(f"the four honours (A K Q J of trumps) are all dealt: the sides' "
                               f"honours must add up to 4, not {honours!r} (EW law 3)")
        if self.american and max(honours) > 2:
            raise EntryRefused("honours do not count under the American laws (AW law 1; 001 part 1 §5.7)")
        revokes = entry.get("revokes", [])
        for rv in revokes:
            if (not isinstance(rv, (list, tuple)) or len(rv) != 2 or rv[0] not in (0, 1)
                    or rv[1] not in _PENALTIES):
                raise EntryRefused(f"a revoke is a side and a penalty (tricks, deduct or add), not {rv!r}")
            if self.american and rv[1] != "tricks":
                raise EntryRefused("under the American laws a revoke always costs two tricks "
                                   "(AW law 30): say 'revoke EW'")
        if len({rv[0] for rv in revokes}) < len(revokes) and not self.american:
            pass  # several revokes by one side each carry a penalty (EW law 72 III)

    def deal_for(self, entry: dict[str, Any]) -> AnnouncedWhistDeal:
        return AnnouncedWhistDeal(self.rules, self.match.context, entry["tricks"],
                                  entry.get("honours", [2, 2]),
                                  [(int(s), str(p)) for s, p in entry.get("revokes", [])], entry)

    def ended_game(self, deal: AnnouncedWhistDeal) -> bool:
        return deal.score().game_winner is not None

    def describe(self, deal: AnnouncedWhistDeal) -> str:
        sc = deal.score()
        n = len(self.entries) + 1
        parts = [f"deal {n} ({COMPASS[deal.dealer]} deals): NS {sc.tricks[0]} tricks, EW {sc.tricks[1]}"]
        if max(sc.honours) > 2:
            s = 0 if sc.honours[0] > 2 else 1
            parts.append(f"{_NAMES[s]} {sc.honours[s]} honours")
        parts.append(f"score NS {sc.before[0]}->{sc.after[0]}, EW {sc.before[1]}->{sc.after[1]}")
        text = ", ".join(parts)
        barred = [s for s in sc.steps if "not scored" in s or "lost" in s or "stop at" in s]
        notes = [*_revoke_notes(sc.steps), *(b.replace("side 0", "NS").replace("side 1", "EW") for b in barred)]
        if notes:
            text += " (" + "; ".join(notes) + ")"
        if sc.game_winner is not None:
            word = {3: "a treble", 2: "a double", 1: "a single"}.get(sc.game_value, f"worth {sc.game_value}")
            text += f"; game to {_NAMES[sc.game_winner]}, {word}"
        return text

    def may_correct(self, number: int, entry: dict[str, Any]) -> None:
        """EW law 11: a score error may be corrected until the game ends, that is until the
        trump of the next deal is turned (here: until a deal of the next game is entered).
        AW laws: the same reading (the American code gives no law of its own; ours)."""
        if not self._in_window(number, self.game_of):
            raise EntryRefused(f"deal {number}'s game is over and the next deal has been played: "
                               "its score can no longer be corrected",
                               "EW law 11" + ("; our reading for the American laws" if self.american else ""))

    def sheet_lines(self) -> list[str]:
        ctx = self.match.context
        out = [f"{self.game.title}: game {self.rules.game_points} points"]
        out += self.lines or ["no deals entered"]
        sc, games = ctx.get("score", [0, 0]), ctx.get("games", [[], []])
        out.append(f"score toward game: NS {sc[0]}, EW {sc[1]}")
        if any(games):
            out.append("games in this rubber: " + "; ".join(
                f"{_NAMES[s]} " + ", ".join(str(v) for v in games[s]) for s in (0, 1) if games[s]))
        out += self.settlement_lines()
        return out


for _slug in ("whist-english", "whist-american"):
    register_score_card(_slug, WhistScoreCard)
